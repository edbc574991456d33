//! 五角星画面的文字，简体中文。

use crate::lang::star::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Pentagram => "五角星：",
        StarTitle => "星形 {0}：规则相同",
        StarNoFilling => "星形 {0}：无法填满",
        Filled => "已填 {0}/{1}",
        Fills => "完成 {0} 次",
        Watch => "演示一种完整填法",
        NextStar => "新游戏：下一个星形",
        Clear => "重来：清除所有数",
        Redo => "重做",
        AskWatch => "演示一种完整填法吗？你填的数会被清除。",
        AskNextStar => "换到下一个星形吗？这里你填的数会被清除。",
        AskClear => "清除你填的数吗？",
        NoPointStarts => "{0}：从哪个点出发都填不满",
        NoneFrom => "从 {0} 出发填不满；{2} 个点中有 {1} 个可以",
        NoFillingAt => "从 {0} 出发填不满",
        NotInTime => "没能及时找到从 {0} 出发的填法",
        PaperFrom => "原文的算法，从 {0} 出发",
        SearchFrom => "搜索找到的填法，从 {0} 出发",
        AllFilled => "{0} 个点全部填满！",
        FirstPlaced => "0 填在 {0}：现在开始跳",
        BendsAtTip => "路线在顶点 {0} 拐弯了：跳只能走直线",
        NoSuchPoint => "没有这个点",
        SamePoint => "跳必须离开这个点",
        LandingFilled => "落点已经填过了",
        Neighbours => "两点相邻：一跳必须正好越过一个点",
        Between => "中间隔了 {0} 个点：一跳必须正好越过一个点",
        NotOnALine => "两点不在同一条线上",
        HelpPoint => "选点",
        HelpNumber => "填数",
        HelpUndo => "撤销",
        HelpFilling => "填法",
        RuleJumps => {
            "依次把 0、1、2 等数填到星的各点上：每个数都从前一个数跳一次，沿星的一条线走直线，\
             正好越过一个点，落在空点上。"
        }
        RuleMenu => {
            "菜单可以演示一种完整填法（可暂停、单步），换到规则相同的其他星形 {n/k}，\
             或清除你填的数。"
        }
        RuleSource => "出自原文：五角星填数，君子不忘其旧（原文的标题）。",
        KeyArrows => "走到那个方向最近的点",
        KeyOk => "把下一个数填在这里",
        KeyUndo => "撤回上一个数",
        KeyMenu => "演示填法、下一个星形、清除",
        KeyBack => "回主页；你填的数会保留",
        Said => "星形 {0}：已填 {1} 个点，共 {2} 个",
        SaidNoStart => "这个星形从哪个点出发都填不满",
        SaidStarts => "有 {0} 个点出发可以填满",
        SaidLines => "连线：",
        SaidLineSep => "；",
        SaidOn => "{0} 在 {1}",
        SaidJumps => "从 {0} 可跳到：",
        SaidCursor => "光标在 {0}",
    }
}
