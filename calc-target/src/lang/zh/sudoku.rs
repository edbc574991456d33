//! 数独画面的文字，简体中文。

use crate::lang::sudoku::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        RulesGoal => {
            "在格子里填数，使每行、每列和每个 3×3 宫都恰好含有 1 到 9 各一次。每道题只有\
             一个解，只靠推理就能解出；难度按 Sudoku Explainer 的评分划分（简单最高 2.4，\
             骨灰级 6.5 起）。"
        }
        RulesPlay => {
            "用笔填入数字，或切换到笔记，记下一格可能填的数。菜单分三步给出提示（先看哪里，\
             再指出格子和数字，最后走这一步），还能检查你填的数、重新开始、出新题，或输入\
             你自己的题目。"
        }
        RulesCells => {
            "格子按行和列命名：r6c4 是第 6 行（从上数）、第 4 列（从左数）。宫从左到右、\
             再从上到下编号 1 到 9：第 5 宫在正中。"
        }
        RulesLevels => {
            "难度按所需的技巧划分：简单只需唯一法（一格只剩一个数，或一个数在某行、列或宫里\
             只剩一个位置）；中等加上区块（一个数在宫里只在一行或一列上）、数对和 X-Wing；\
             困难加上三数组、剑鱼和 XY-Wing；专家加上四数组、水母、各种 Wing 和唯一矩形；\
             骨灰级要用链：顺着一个候选数推出它带来的结果。"
        }
        RulesTechniques => {
            "提示会说出所用的技巧。唯一空格：某行、列或宫里最后一个空格；隐性唯一：一个数在\
             某行、列或宫里只剩一个位置；唯一余数：一格只剩一个数。显性数对：同一行、列或宫\
             里两格只剩同样两个数，其他格就不能填这两个数（隐性数对：两个数只能填在同样两格，\
             这两格就只能填这两个数；三数组、四数组同理）。X-Wing：一个数在两行里的位置落在同样\
             两列上，这两列的其他格就不能填它（剑鱼：三行）。Wing 和链：几格相连，两端总有\
             一端是这个数；同时看到两端的格子不能填它。"
        }
        RulesPatterns => {
            "宫区块、行列区块：一个数在某宫里的位置都在同一行（列）上，这一行（列）的其他格就\
             不能填它，反之亦然。摩天楼、双线风筝、多宝鱼、空矩形：把一个数的强链（它在某行、\
             列或宫里只有两个位置）连起来，两格中总有一格是它；同时看到这两格的格子不能填它。\
             唯一矩形、唯一环、BUG（全双值坟墓）：题目只有一个解，会有两个解的局面就不可能出现。ALS-XZ：\
             两组格子，各自的数比格子多一个，由一个数相连。强制链和 Nishio 强制链：从一个\
             候选数出发，看它会推出什么；推出矛盾的就删去。"
        }
        RulesVariants => {
            "在新题界面用左右键选择题型。对角线数独：两条对角线上的数字也不重复。窗口数独：\
             另外四个灰色的 3×3 窗口也一样。锯齿数独：粗线围出的不规则区域代替宫。杀手数独：\
             虚线笼子里的数字之和等于角上的数，且不重复；每行、每列、每宫之和都是 45（45法则）。\
             六宫（6×6）和四宫（4×4）数独只用到 6 和 4。"
        }
        RulesSource => {
            "出自原文：北京一篇高中论文，讲如何用图形计算器制作数独：先生成终盘，\
             再由种子终盘出题。"
        }
        KeyMove => "移动光标",
        KeyWrite => "填入数字（笔记时：标记）",
        KeyClear => "清空该格；格中没有可清空的内容时，跳到下一个空格",
        KeySwitch => "切换填数和笔记",
        KeyUndo => "撤销上一步",
        KeyMenu => "提示、检查、解答、新题等",
        KeyBack => "回主页；游戏会保留",
        Start => "开始",
        ToGame => "回到题目",
        Cancel => "取消",
        Write => "填数",
        Mark => "标记",
        Clear => "清空",
        Pen => "填数",
        Pencil => "笔记",
        Undo => "撤销",
        Hint => "提示",
        Type => "输入",
        Blank => "留空",
        StepBack => "后退",
        PlayIt => "开始玩",
        Leave => "离开",
        NewPuzzleTitle => "数独：新题",
        LevelsSaid => "数独：新题，选择难度",
        RecordOf => "{0}：{1}",
        Streak => "连续获胜 {0} 天（最多 {1} 天）",
        RecordWon => "胜 {0} 局，最佳 {1}，平均 {2}",
        NoWin => "尚未获胜",
        Making => "正在出题：{0}",
        ByNumberKey => "编号",
        TodayKey => "今日",
        ByNumberTitle => "数独：按编号出题",
        NumberLevel => "难度：{0}",
        NumberIs => "第 {0} 号题",
        DayPuzzle => "今日题目",
        TodayIs => "今日是第 {0} 号",
        NumberNote => {
            "同样的编号和难度，在任何计算器、浏览器和命令行（jiugong sudoku puzzle --number）上都出同一道题。今日的编号从 2000 年 1 月 1 日起按天计数。"
        }
        LevelKey => "难度",
        NumberedName => "{0}第 {1} 号",
        Attempt => "第 {0} 次尝试，最多 {1} 次",
        MakingSaid => "数独：正在出题：{0}，第 {1} 次尝试，最多 {2} 次",
        Easy => "简单",
        Medium => "中等",
        Hard => "困难",
        Expert => "专家",
        Diabolical => "骨灰级",
        PaperName => "论文方法",
        OwnName => "自编题",
        LevelBand => "{0}：SE {1}",
        BandUp => "{0} 及以上",
        PaperLabel => "论文方法：种子终盘，30+ 个提示数",
        TypeOwn => "输入自己的题目",
        Title => "数独：{0}，{1} 个提示数",
        Time => "用时 {0}",
        Clues => "提示数 {0}",
        MistakesPanel => "错误 {0}",
        MistakesMany => "错误>99",
        LeftToPlace => "剩余数字",
        SolvedBanner => "完成！",
        SolvedTime => "用时 {0}",
        Check => "检查：标出填错的数",
        ShowSolution => "显示答案",
        NewPuzzle => "新题",
        Restart => "重新开始本题",
        AutoClear => "填数时清除笔记：开/关",
        Redo => "重做",
        FillMarks => "标出所有候选数",
        ClearMarks => "清除所有笔记",
        PlayGrid => "开始玩这道题",
        AskPlayEntry => "玩你输入的题？本局填的数将丢失。",
        AskDropEntry => "离开输入？已输入的数字将丢失。",
        AskNewPuzzle => "出新题？本局填的数将丢失。",
        AskSolve => "用答案覆盖你填的数？",
        AskRestart => "重新开始？你填的数和笔记都将清除。",
        WonBest => "用时 {0} 完成；最佳 {1}（{2}）{3}",
        WonNewBest => "用时 {0} 完成：新纪录（{1}）{2}",
        WonFirst => "用时 {0} 完成：首次获胜（{1}）{2}",
        Mistakes => "；错 {0} 次",
        SolvedIn => "用时 {0} 完成",
        NoHintNeeded => "已完成：无需提示",
        AutoClearSaid => "填数时清除笔记：{0}",
        PencilSaid => "笔记：数字键标记候选数",
        PenSaid => "填数：数字键填入格子",
        IsGiven => "{0} 是题目给出的数",
        FixConflictFirst => "有数字在同一区域重复：先改正红色的格子",
        NoMarkToChange => "没有要改的笔记",
        MarksFilled => "已在 {0} 格标出候选数",
        MarksRubbed => "已清除 {0} 格的笔记",
        NoWrongDigit => "目前没有填错",
        SomeWrong => "有 {0} 个数填错：已标出",
        Restarted => "已重新开始",
        SolvedBySolver => "由求解器完成",
        NeedsChains => "你的题要用到链：{0}",
        YourPuzzle => "你的题：SE {0}，{1}",
        IsWrong => "{0} 填错了",
        NoTechnique => "这里没有可用的技巧：下一次提示会给出一个数",
        LookAtCandidates => "{0}：看看候选数",
        LookAt => "{0}：注意{1}",
        SolutionDigit => "答案中的一个数：{1} 填 {0}",
        LastEmpty => "{0} 是{1}唯一的空格：{2}",
        FitsOnlyIn => "{0}：在{1}中，{2} 只能填在 {3}",
        HoldsOnly => "{0}：{1} 只能填 {2}",
        ThenFitsOnly => "{0}：于是 {1} 只能填在 {2}",
        Placed => "{0}：{2} 填 {1}",
        MadeBy => "{0}：由 {1} 构成",
        NotAt => "{0}：{2} 不能填 {1}",
        Removed => "{0}：{1}",
        NoneAt => "{1} 不能填 {0}",
        ListSemicolon => "；",
        More => "另外 {0} 格",
        Row => "第 {0} 行",
        Column => "第 {0} 列",
        Box => "第 {0} 宫",
        Rows => "第 {0} 行",
        Columns => "第 {0} 列",
        Boxes => "第 {0} 宫",
        ListComma => "、",
        ListAnd => "、",
        RowSaid => "第 {0} 行：",
        MarksSaid => "笔记：",
        RedSaid => "红色（填错或冲突）：",
        ShadedSaid => "提示标出的格：",
        PointsTo => "提示指向 {0}",
        CursorSaid => "光标 {0}：{1}",
        Empty => "空",
        Given => "题目数",
        Entered => "已填",
        ModeSaid => "模式：{0}",
        MistakesSaid => "错误：{0}",
        LeftSaid => "剩余数字：",
        EntryTitle => "{0}：输入题目",
        EntrySaid => "{1}：输入题目，已有 {0} 个提示数",
        EntryNote => "数字键填入，0 留空",
        CursorAt => "光标 {0}",
        TwiceIn => "{0} 在{1}中出现两次：请改正",
        NoSolution => "无解：请检查输入的数字",
        ManySolutions => "不止一个解：缺少提示数",
        FullHouse => "唯一空格",
        HiddenSingle => "隐性唯一",
        DirectPointing => "直观宫区块",
        DirectClaiming => "直观行列区块",
        DirectHiddenPair => "直观隐性数对",
        NakedSingle => "唯一余数",
        DirectHiddenTriple => "直观隐性三数组",
        Pointing => "宫区块",
        Claiming => "行列区块",
        NakedPair => "显性数对",
        XWing => "X-Wing",
        HiddenPair => "隐性数对",
        NakedTriple => "显性三数组",
        Swordfish => "剑鱼",
        HiddenTriple => "隐性三数组",
        Skyscraper => "摩天楼",
        TwoStringKite => "双线风筝",
        TurbotFish => "多宝鱼",
        EmptyRectangle => "空矩形",
        XyWing => "XY-Wing",
        XyzWing => "XYZ-Wing",
        UniqueRectangle => "唯一矩形",
        UniqueLoop => "唯一环",
        NakedQuad => "显性四数组",
        Jellyfish => "水母",
        HiddenQuad => "隐性四数组",
        ThreeStrongLinks => "三强链",
        WxyzWing => "WXYZ-Wing",
        Bug => "BUG（全双值坟墓）",
        FourStrongLinks => "四强链",
        VwxyzWing => "VWXYZ-Wing",
        AlignedPairExclusion => "对齐数对排除",
        XCycle => "X 环",
        YCycle => "Y 环",
        ForcingXChain => "X 强制链",
        BidirectionalCycle => "双向环",
        ForcingChain => "强制链",
        AlignedTripleExclusion => "对齐三数组排除",
        Nishio => "Nishio 强制链",
        CellForcingChain => "单格强制链",
        RegionForcingChain => "区域强制链",
        DynamicForcingChain => "动态强制链",
        DynamicForcingChainPlus => "动态强制链（+）",
        NestedForcingChain => "嵌套强制链",
        NestedMultipleForcingChain => "嵌套多重强制链",
        NestedDynamicForcingChain => "嵌套动态强制链",
        NestedDynamicForcingChainPlus => "嵌套动态强制链（+）",
        Guess => "猜测",
        RemotePair => "远程数对",
        FinnedXWing => "带鳍 X-Wing",
        WWing => "W-Wing",
        FinnedSwordfish => "带鳍剑鱼",
        SimpleColouring => "简单染色",
        XyChain => "XY 链",
        AlsXz => "ALS-XZ",
        CageCombination => "笼子组合",
        Rule45 => "45法则",
        CageIntersection => "笼子区块",
        KindClassic => "标准数独",
        KindX => "对角线数独",
        KindWindoku => "窗口数独",
        KindJigsaw => "锯齿数独",
        KindKiller => "杀手数独",
        KindSix => "六宫数独",
        KindFour => "四宫数独",
        KindLine => "题型：< {0} >",
        KindKey => "题型",
        VariantTitle => "{0}，{1}，{2} 个提示数",
        MakingGrid => "生成终盘（第 {0} 次）",
        MakingCages => "划分笼子（第 {0} 次）",
        MakingGivens => "挖去提示数：{1} 格中已试 {0} 格（第 {2} 次）",
        MakingLevel => "评定难度（第 {0} 次）",
        NoVariantLevel => "{1} 次尝试未得到{0}的此类题目：请换一个难度。",
        Piece => "第 {0} 块",
        MainDiagonal => "主对角线",
        AntiDiagonal => "副对角线",
        Window => "第 {0} 个窗口",
        Cage => "{1} 起的 {0} 格笼子（和为 {2}）",
        CageSaid => "笼子 {0}，{1} 格：",
        PieceSaid => "第 {0} 块：",
        CageOnly => "{0}：{1} 格笼子和为 {2}：只能填 {3}",
        RestOnly => "{0}（{1}）：{2} 之和为 {3}：只能填 {4}",
        RestSum => "{0}（{1}）：{2} 之和为 {3}",
    }
}
