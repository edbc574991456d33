//! 骑士巡游画面的文字，简体中文。

use crate::lang::knight::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "骑士巡游 {0}×{0} {1}{2}",
        Open => "开放",
        Closed => "闭合",
        ByHand => "（手动）",
        ByDocument => "（原文搜索）",
        ByWarnsdorff => "（沃恩斯多夫）",
        Start => "起点 {0}",
        Tours => "完成 {0} 次",
        ClosedTours => "闭合 {0} 次",
        Find => "从起点演示一次巡游",
        Bigger => "棋盘加大",
        Smaller => "棋盘减小",
        OpenClosed => "开放巡游或闭合巡游",
        Method => "沃恩斯多夫规则或原文的搜索",
        Finish => "从这里替我走完",
        Again => "回到第一格重来",
        Setup => "新游戏：换起点或棋盘",
        Redo => "重做",
        NoClosedTour => "{0}×{0} 棋盘没有闭合巡游",
        NoOpenTour => "从这一格出发没有开放巡游",
        StartOff => "起点不在棋盘上",
        NotAPath => "这些格子连不成骑士的路线",
        JumpPrompt => "跳到标出的格子，或按它的数字",
        Visited => "{0} 已经走过",
        NotKnightMove => "{0} 不在骑士一跳之内",
        ClosedTourDone => "闭合巡游！走遍全部 {0} 格",
        NotClosed => "走遍全部 {0} 格，但没有闭合",
        TourDone => "巡游完成！走遍全部 {0} 格",
        Stuck => "走了 {0} 格就无路可走：退回一步吧",
        Found => "搜索 {0}后找到",
        NoTourOn => "从这里走不完巡游：退回一步吧",
        NoTour => "从这一格出发没有巡游",
        GaveUp => "搜索 {0}后放弃",
        Stopped => "搜索 {0}后停止",
        AskAgain => "重来吗？已走的步都会撤回。",
        AskSetup => "开始新游戏吗？已走的步都会丢失。",
        AskSlow => "这次搜索超过 500 万个节点：要 5 秒到 8 分钟（到 5 亿个节点放弃）。仍要搜索吗？",
        Nodes => "{0} 个节点",
        HelpStart => "起点",
        HelpPlace => "放骑士",
        HelpShow => "演示巡游",
        HelpMove => "移动",
        HelpJump => "跳",
        HelpUndo => "撤销",
        HelpFinish => "走完",
        HelpSearching => "搜索中",
        HelpStop => "停止",
        HelpBack => "回到棋盘",
        RuleGoal => {
            "用国际象棋的马（骑士）把棋盘上每一格恰好走一次（一个方向走两格，另一个方向走一格）。\
             闭合巡游的最后一格与起点只差一跳。"
        }
        RulePlay => {
            "选好起点，把骑士放上去，然后一格一格地跳：能跳到的格子会标出来。无路可走了？\
             撤回几步，或让菜单从当前位置替你走完。"
        }
        RuleMenu => {
            "开始之前，菜单可以从起点演示一次巡游、改变棋盘大小（5×5 到 12×12）、要求闭合巡游，\
             并在沃恩斯多夫规则（快）和原文的搜索之间切换（原文的搜索依次尝试每一跳，可能很久）。"
        }
        RuleSource => "出自原文：用试跳和回溯求骑士巡游。",
        KeyArrows => "选择起点；之后选择格子",
        KeyOk => "把骑士放在那里；之后跳过去",
        KeyJumpTo => "跳到标有该数字的格子",
        KeyUndo => "撤回上一跳",
        KeyMenu => "演示巡游、棋盘大小、闭合等",
        KeyBack => "回主页；已走的巡游会保留",
        Said => "骑士巡游 {0}×{0}，{1}巡游，从 {2} 出发，{3}",
        SaidHand => "手动",
        SaidDocument => "用原文的搜索",
        SaidWarnsdorff => "用沃恩斯多夫规则",
        SaidTour => "你的巡游：已走 {0} 格，共 {1} 格",
        SaidJumps => "，在 {0}；可跳到：",
        SaidRank => "第 {0} 行：",
        SaidCursor => "光标在 {0}",
        SaidSearching => "搜索中：{0}（到 5 亿个节点放弃）",
    }
}
